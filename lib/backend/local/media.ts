import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { AppError } from '@/lib/domain/errors';
import { sanitizeMediaPath, type MediaItem } from '@/lib/domain/media';
import type { MediaStore } from '../types';
import type { Db } from './db';

type Row = {
  full_path: string;
  folder: string;
  name: string;
  size: number;
  content_type: string;
  md5_hash: string;
  custom_metadata: string;
  time_created: string;
  updated: string;
};

const LOCAL_MEDIA_PREFIX = '/media/';

/** Files live under DATA_DIR/uploads; their metadata in the media table so listing is one query. */
export function createLocalMediaStore(db: Db, uploadsDir: string): MediaStore {
  // Owner only, like DATA_DIR (docs/security.md): families-only journal files live here too.
  fs.mkdirSync(uploadsDir, { recursive: true, mode: 0o700 });
  const upsert = db.prepare(
    `INSERT INTO media (full_path, folder, name, size, content_type, md5_hash, custom_metadata, time_created, updated)
     VALUES (@full_path, @folder, @name, @size, @content_type, @md5_hash, @custom_metadata, @time_created, @updated)
     ON CONFLICT(full_path) DO UPDATE SET size = excluded.size, content_type = excluded.content_type,
       md5_hash = excluded.md5_hash, custom_metadata = excluded.custom_metadata, updated = excluded.updated`,
  );
  const byPath = db.prepare<[string], Row>('SELECT * FROM media WHERE full_path = ?');
  const byFolder = db.prepare<[string], Row>('SELECT * FROM media WHERE folder = ? ORDER BY time_created ASC, rowid ASC');
  const countFolder = db.prepare<[string], { n: number }>('SELECT COUNT(*) AS n FROM media WHERE folder = ?');
  // Newest first through the (folder, time_created) index; the type filter is a prefix match ('image/%').
  const newestPage = db.prepare<[string, string, number, number], Row>(
    `SELECT * FROM media WHERE folder = ? AND content_type LIKE ? ESCAPE '\\' ORDER BY time_created DESC, full_path DESC LIMIT ? OFFSET ?`,
  );
  const countTyped = db.prepare<[string, string], { n: number }>(`SELECT COUNT(*) AS n FROM media WHERE folder = ? AND content_type LIKE ? ESCAPE '\\'`);
  const everything = db.prepare<[], Row>('SELECT * FROM media ORDER BY time_created ASC, rowid ASC');
  const remove = db.prepare('DELETE FROM media WHERE full_path = ?');
  const setMetadata = db.prepare('UPDATE media SET custom_metadata = @custom_metadata, updated = @updated WHERE full_path = @full_path');
  const updateMetadataTx = db.transaction((fullPath: string, changes: Record<string, string>) => {
    const row = byPath.get(fullPath);
    if (!row) return null;
    const merged: Record<string, string> = { ...toItem(row).customMetadata };
    for (const [k, v] of Object.entries(changes)) {
      if (v === '') delete merged[k];
      else merged[k] = v;
    }
    setMetadata.run({ full_path: fullPath, custom_metadata: JSON.stringify(merged), updated: new Date().toISOString() });
    return toItem(byPath.get(fullPath)!);
  });

  function checked(p: string): string {
    const clean = sanitizeMediaPath(p.split('/'));
    if (!clean) throw new AppError('invalid_input', `Bad media path ${JSON.stringify(p)}`);
    return clean;
  }

  function toItem(r: Row): MediaItem {
    let meta: Record<string, string> = {};
    try {
      meta = JSON.parse(r.custom_metadata) as Record<string, string>;
    } catch {
      meta = {};
    }
    const version = r.updated.replace(/\D/g, '').slice(0, 14);
    return {
      bucket: 'local',
      fullPath: r.full_path,
      name: r.name,
      size: r.size,
      contentType: r.content_type,
      timeCreated: r.time_created,
      updated: r.updated,
      md5Hash: r.md5_hash,
      customMetadata: meta,
      // The version query busts caches for files overwritten in place (hero-image.jpg).
      url: `${LOCAL_MEDIA_PREFIX}${r.full_path}?v=${version}`,
      width: Number(meta.width) || null,
      height: Number(meta.height) || null,
    };
  }

  return {
    async put({ path: p, bytes, contentType, customMetadata = {} }) {
      const fullPath = checked(p);
      const file = path.join(uploadsDir, fullPath);
      fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
      // Write to a temp name and rename, so a reader never sees half a file.
      const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      fs.writeFileSync(tmp, bytes, { mode: 0o600 });
      fs.renameSync(tmp, file);
      const now = new Date().toISOString();
      const slash = fullPath.lastIndexOf('/');
      upsert.run({
        full_path: fullPath,
        folder: slash === -1 ? '' : fullPath.slice(0, slash),
        name: fullPath.slice(slash + 1),
        size: bytes.byteLength,
        content_type: contentType,
        md5_hash: createHash('md5').update(bytes).digest('base64'),
        custom_metadata: JSON.stringify(customMetadata),
        time_created: now,
        updated: now,
      });
      return toItem(byPath.get(fullPath)!);
    },
    async list({ folder }) {
      return byFolder.all(folder.replace(/\/+$/, '')).map(toItem);
    },
    async count({ folder }) {
      return countFolder.get(folder.replace(/\/+$/, ''))!.n;
    },
    async listNewest({ folder, offset, limit, contentTypePrefix = '' }) {
      const dir = folder.replace(/\/+$/, '');
      const like = `${contentTypePrefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const read = db.transaction(() => ({
        items: newestPage.all(dir, like, Math.max(0, Math.floor(limit)), Math.max(0, Math.floor(offset))).map(toItem),
        total: countTyped.get(dir, like)!.n,
      }));
      return read();
    },
    async listAll() {
      return everything.all().map(toItem);
    },
    async read({ path: p }) {
      const clean = sanitizeMediaPath(p.split('/'));
      if (!clean) return null;
      const row = byPath.get(clean);
      if (!row) return null;
      try {
        return { bytes: fs.readFileSync(path.join(uploadsDir, clean)), contentType: row.content_type };
      } catch {
        return null;
      }
    },
    async delete({ path: p }) {
      const clean = checked(p);
      const info = remove.run(clean);
      try {
        fs.unlinkSync(path.join(uploadsDir, clean));
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
      }
      return info.changes > 0;
    },
    async updateMetadata({ path: p, customMetadata }) {
      return updateMetadataTx.immediate(checked(p), customMetadata);
    },
    pathFromUrl(url) {
      if (!url.startsWith(LOCAL_MEDIA_PREFIX)) return null;
      const rest = url.slice(LOCAL_MEDIA_PREFIX.length).split(/[?#]/)[0] ?? '';
      let segments: string[];
      try {
        segments = rest.split('/').map(decodeURIComponent);
      } catch {
        return null;
      }
      return sanitizeMediaPath(segments);
    },
  };
}

import { randomUUID } from 'node:crypto';
import { AppError } from '@/lib/domain/errors';
import type { MediaItem } from '@/lib/domain/media';
import type { MediaStore } from '../types';
import type { Bucket } from './app';
import { downloadUrl, pathFromUrl, storagePath, type StorageLocation } from './storage-paths';

type File = ReturnType<Bucket['file']>;
type Metadata = File['metadata'];

/** docs/product.md §9: listing returns up to 1,000 files per page; the store pages past that. */
const LIST_PAGE_SIZE = 1000;
const TOKEN_KEY = 'firebaseStorageDownloadTokens';

function httpStatus(e: unknown): number | undefined {
  const code = (e as { code?: unknown } | null)?.code;
  return typeof code === 'number' ? code : undefined;
}

function unavailable(what: string, e: unknown): AppError {
  return new AppError('unavailable', `Cloud Storage could not ${what}: ${e instanceof Error ? e.message : String(e)}`, { cause: e });
}

/**
 * Media in Cloud Storage at the docs/product.md §7 paths. Each object carries a download token in its
 * metadata, so its URL (see storage-paths.ts) loads in browsers and next/image without making
 * the bucket public or granting anything in storage.rules (which deny every browser get, list and write).
 */
export function createFirebaseMediaStore(bucket: () => Bucket, loc: StorageLocation, pageSize = LIST_PAGE_SIZE): MediaStore {
  async function toItem(file: File, meta: Metadata): Promise<MediaItem> {
    const custom: Record<string, string> = {};
    for (const [k, v] of Object.entries(meta.metadata ?? {})) if (k !== TOKEN_KEY && v !== null && v !== undefined) custom[k] = String(v);
    let token = String(meta.metadata?.[TOKEN_KEY] ?? '').split(',')[0]?.trim();
    if (!token) {
      // Files uploaded by other tools may have no token yet; give them one, as the Firebase console does.
      token = randomUUID();
      await file.setMetadata({ metadata: { [TOKEN_KEY]: token } });
    }
    const fullPath = meta.name ?? file.name;
    return {
      bucket: meta.bucket ?? loc.bucket,
      fullPath,
      name: fullPath.slice(fullPath.lastIndexOf('/') + 1),
      size: Number(meta.size ?? 0),
      contentType: meta.contentType ?? 'application/octet-stream',
      timeCreated: meta.timeCreated ?? new Date(0).toISOString(),
      updated: meta.updated ?? meta.timeCreated ?? new Date(0).toISOString(),
      md5Hash: meta.md5Hash ?? '',
      customMetadata: custom,
      url: downloadUrl(loc, fullPath, token),
      width: Number(custom.width) || null,
      height: Number(custom.height) || null,
    };
  }

  function checked(p: string): string {
    const clean = storagePath(p);
    if (!clean) throw new AppError('invalid_input', `Bad media path ${JSON.stringify(p)}`);
    return clean;
  }

  /** Every file directly in a folder (not its subfolders), paged by `pageSize` per list call; metadata included. */
  async function folderFiles(clean: string): Promise<File[]> {
    const files: File[] = [];
    let pageToken: string | undefined;
    do {
      const [page, next] = await bucket().getFiles({
        prefix: `${clean}/`,
        delimiter: '/',
        maxResults: pageSize,
        autoPaginate: false,
        ...(pageToken ? { pageToken } : {}),
      });
      files.push(...page.filter((f) => !f.name.endsWith('/')));
      pageToken = (next as { pageToken?: string } | null | undefined)?.pageToken || undefined;
    } while (pageToken);
    return files;
  }

  return {
    async put({ path, bytes, contentType, customMetadata = {} }) {
      const file = bucket().file(checked(path));
      try {
        await file.save(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
          resumable: false,
          contentType,
          metadata: {
            contentType,
            // A new token on every upload: files overwritten in place (hero-image.jpg) get a new URL.
            cacheControl: 'public, max-age=31536000',
            metadata: { ...customMetadata, [TOKEN_KEY]: randomUUID() },
          },
        });
        const [meta] = await file.getMetadata();
        return await toItem(file, meta);
      } catch (e) {
        throw unavailable(`store ${file.name}`, e);
      }
    },
    async list({ folder }) {
      const clean = storagePath(folder.replace(/\/+$/, ''));
      if (!clean) throw new AppError('invalid_input', `Bad media folder ${JSON.stringify(folder)}`);
      try {
        const files = await folderFiles(clean);
        const items = await Promise.all(files.map((f) => toItem(f, f.metadata)));
        return items.sort((a, b) => a.timeCreated.localeCompare(b.timeCreated) || a.fullPath.localeCompare(b.fullPath));
      } catch (e) {
        throw unavailable(`list ${clean}`, e);
      }
    },
    async count({ folder }) {
      const clean = storagePath(folder.replace(/\/+$/, ''));
      if (!clean) throw new AppError('invalid_input', `Bad media folder ${JSON.stringify(folder)}`);
      try {
        return (await folderFiles(clean)).length;
      } catch (e) {
        throw unavailable(`count ${clean}`, e);
      }
    },
    async listNewest({ folder, offset, limit, contentTypePrefix = '' }) {
      const clean = storagePath(folder.replace(/\/+$/, ''));
      if (!clean) throw new AppError('invalid_input', `Bad media folder ${JSON.stringify(folder)}`);
      // Listing returns each object's metadata, so the order and the type filter need no file read;
      // only the page's items are built (a file without a download token gets one there).
      try {
        const files = (await folderFiles(clean)).filter((f) => (f.metadata.contentType ?? 'application/octet-stream').startsWith(contentTypePrefix));
        const created = (f: File) => String(f.metadata.timeCreated ?? new Date(0).toISOString());
        files.sort((a, b) => created(b).localeCompare(created(a)) || b.name.localeCompare(a.name));
        const start = Math.max(0, Math.floor(offset));
        const slice = files.slice(start, start + Math.max(0, Math.floor(limit)));
        return { items: await Promise.all(slice.map((f) => toItem(f, f.metadata))), total: files.length };
      } catch (e) {
        throw unavailable(`list ${clean}`, e);
      }
    },
    /** The whole bucket, paged; objects whose names the site would refuse (unsafe paths, folders) are left out. */
    async listAll() {
      const files: File[] = [];
      let pageToken: string | undefined;
      try {
        do {
          const [page, next] = await bucket().getFiles({ maxResults: pageSize, autoPaginate: false, ...(pageToken ? { pageToken } : {}) });
          files.push(...page.filter((f) => !f.name.endsWith('/') && storagePath(f.name) !== null));
          pageToken = (next as { pageToken?: string } | null | undefined)?.pageToken || undefined;
        } while (pageToken);
        const items = await Promise.all(files.map((f) => toItem(f, f.metadata)));
        return items.sort((a, b) => a.timeCreated.localeCompare(b.timeCreated) || a.fullPath.localeCompare(b.fullPath));
      } catch (e) {
        throw unavailable('list the bucket', e);
      }
    },
    async read({ path }) {
      const clean = storagePath(path);
      if (!clean) return null;
      const file = bucket().file(clean);
      try {
        const [meta] = await file.getMetadata();
        const [buf] = await file.download();
        return { bytes: new Uint8Array(buf.buffer, buf.byteOffset, buf.byteLength), contentType: meta.contentType ?? 'application/octet-stream' };
      } catch (e) {
        if (httpStatus(e) === 404) return null;
        throw unavailable(`read ${clean}`, e);
      }
    },
    async delete({ path }) {
      const file = bucket().file(checked(path));
      try {
        await file.delete();
        return true;
      } catch (e) {
        if (httpStatus(e) === 404) return false;
        throw unavailable(`delete ${file.name}`, e);
      }
    },
    async updateMetadata({ path, customMetadata }) {
      const file = bucket().file(checked(path));
      // Cloud Storage merges custom metadata itself; a null value removes the key.
      const changes: Record<string, string | null> = {};
      for (const [k, v] of Object.entries(customMetadata)) if (k !== TOKEN_KEY) changes[k] = v === '' ? null : v;
      try {
        const [meta] = await file.setMetadata({ metadata: changes });
        return toItem(file, meta);
      } catch (e) {
        if (httpStatus(e) === 404) return null;
        throw unavailable(`update metadata of ${file.name}`, e);
      }
    },
    pathFromUrl(url) {
      return pathFromUrl(loc, url);
    },
  };
}

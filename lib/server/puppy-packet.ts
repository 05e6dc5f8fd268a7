import 'server-only';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { getBackend, type Backend } from '@/lib/backend';
import type { Application } from '@/lib/domain/application';
import { formatWeight } from '@/lib/domain/growth';
import { growthChartModel, type ChartModel } from '@/lib/domain/growth-chart';
import { CHECKLIST_ITEMS, CHECKLIST_LABELS, formatWindow, HEALTH_KIND_LABELS, nextDue, REGISTRATION_STATUS_LABELS, scheduleFor } from '@/lib/domain/health';
import { formatCents, LEDGER_KIND_LABELS, ledgerTotals } from '@/lib/domain/ledger';
import { dayIn } from '@/lib/domain/format';
import { SITE } from '@/lib/domain/site';
import { currentUser } from '@/lib/auth/session';
import { isValidId } from '@/lib/backend/ids';
import { getTimeZone } from './clock';
import { applicationForToken } from './family-status';
import { familyOwnsPuppy, kennelNow, seriesName, sessionMayReadPuppy } from './puppy-record';
import { A4, ansi, MARGIN, Writer } from './pdf-text';
import { signedContractPdfFor } from './contracts';

/**
 * The go-home packet (docs/puppy-record.md): one PDF per puppy, made on request from the current
 * record with pdf-lib (standard Helvetica, so no font file ships): facts and photo, parents and
 * their clearances, the growth chart (the same lines as the SVG, drawn as vector paths), the
 * treatments and next due dates, microchip and registration, the owner's care notes, the family's
 * payments with the balance, and the terms' date. The caller has decided who may read it.
 */

function drawChart(w: Writer, model: ChartModel) {
  const scale = (A4.w - 2 * MARGIN) / model.width;
  const height = model.height * scale;
  w.ensure(height + 10);
  const top = w.y;
  const page = w.page;
  const x0 = MARGIN;
  // drawSvgPath takes SVG coordinates (y down) from the given origin, the chart's top left.
  for (const t of model.yTicks) {
    page.drawLine({ start: { x: x0 + model.plot.left * scale, y: top - t.y * scale }, end: { x: x0 + model.plot.right * scale, y: top - t.y * scale }, thickness: 0.4, color: rgb(0.8, 0.8, 0.8) });
    page.drawText(ansi(t.label), { x: x0, y: top - t.y * scale - 3, size: 7 });
  }
  for (const t of model.xTicks) page.drawText(ansi(t.label), { x: x0 + t.x * scale - 8, y: top - (model.plot.bottom + 14) * scale, size: 7 });
  for (const l of model.lines) {
    if (!l.path) continue;
    const hex = l.color.replace('#', '');
    const color = rgb(parseInt(hex.slice(0, 2), 16) / 255, parseInt(hex.slice(2, 4), 16) / 255, parseInt(hex.slice(4, 6), 16) / 255);
    page.drawSvgPath(l.path, { x: x0, y: top, scale, borderColor: color, borderWidth: l.dashed ? 2 : 1.4, borderDashArray: l.dashed ? [5, 3] : undefined });
  }
  w.y = top - (model.plot.bottom + 22) * scale;
  w.text(`Lines: ${model.lines.map((l) => l.name).join(', ')}.`, { size: 8 });
}

async function photoOf(b: Backend, url: string | null): Promise<Uint8Array | null> {
  if (!url) return null;
  const path = b.media.pathFromUrl(url);
  if (!path) return null;
  const file = await b.media.read({ path });
  if (!file) return null;
  // pdf-lib embeds JPEG and PNG only; the store keeps WebP and others.
  return new Uint8Array(await sharp(file.bytes).rotate().resize({ width: 480, height: 480, fit: 'inside', withoutEnlargement: true }).jpeg({ quality: 78 }).toBuffer());
}

/** The application that picked this puppy, if any (its family's payments go in the packet). */
async function familyOf(b: Backend, litterId: string | null, puppyId: string): Promise<Application | null> {
  if (!litterId) return null;
  const entry = (await b.waitlists.listByLitter({ litterId })).find((e) => e.puppyId === puppyId);
  return entry ? b.applications.get({ id: entry.applicationId }) : null;
}

/** The packet's bytes, or null when there is no such puppy. */
export async function buildPacket(puppyId: string, backend?: Backend): Promise<{ bytes: Uint8Array; filename: string } | null> {
  const b = backend ?? (await getBackend());
  const puppy = await b.puppies.get({ id: puppyId });
  if (!puppy || puppy.entryType !== 'puppy') return null;
  const litter = puppy.litterId ? await b.litters.get({ id: puppy.litterId }) : null;
  const mates = litter ? (await b.litters.listPuppies({ litterId: litter.id })).filter((p) => p.entryType === 'puppy') : [puppy];
  const [settings, identity, health, weights, family] = await Promise.all([
    b.records.getSettings(),
    b.records.getIdentity({ puppyId }),
    b.records.listHealth({ puppyIds: [puppyId] }),
    b.records.listWeights({ puppyIds: mates.map((m) => m.id) }),
    familyOf(b, litter?.id ?? null, puppyId),
  ]);
  const [dam, sire] = await Promise.all([litter?.life.dam.parentId ? b.parents.get({ id: litter.life.dam.parentId }) : null, litter?.life.sire.parentId ? b.parents.get({ id: litter.life.sire.parentId }) : null]);
  const ledger = family ? (await b.ledger.listByApplication({ applicationId: family.id })).filter((l) => l.puppyId === null || l.puppyId === puppyId) : [];
  const photo = await photoOf(b, puppy.imageUrl).catch(() => null);

  const doc = await PDFDocument.create();
  doc.setTitle(`${puppy.name}: go-home packet`);
  doc.setAuthor(SITE.name);
  doc.setCreator(SITE.name);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const w = new Writer(doc, font, bold);
  // One clock: the packet's days are the breeder's (read now, so kennelNow follows the owner's choice).
  const timeZone = await getTimeZone();
  const { day } = kennelNow();
  const unit = settings.unit;

  w.text(SITE.name, { size: 10 });
  w.text(`${puppy.name}: go-home packet`, { size: 20, bold: true });
  w.text(`Made on ${day} from the current record.`, { size: 9 });
  if (photo) {
    const img = await doc.embedJpg(photo);
    const dims = img.scaleToFit(200, 160);
    w.ensure(dims.height + 10);
    w.page.drawImage(img, { x: MARGIN, y: w.y - dims.height - 6, width: dims.width, height: dims.height });
    w.y -= dims.height + 12;
  }

  w.heading('The puppy');
  w.fact('Name', puppy.name);
  if (puppy.sex) w.fact('Sex', puppy.sex);
  if (puppy.color) w.fact('Colour', puppy.color);
  const birth = litter?.life.birthDate ?? puppy.dob;
  if (birth) w.fact('Born', birth);
  if (litter) w.fact('Litter', litter.name);
  if (identity.collarColor) w.fact('Collar color', identity.collarColor);
  if (identity.goHomeDate) w.fact('Go-home date', identity.goHomeDate);
  if (identity.goHomeGrams) w.fact('Go-home weight', formatWeight(identity.goHomeGrams, unit));

  w.heading('Microchip and registration');
  w.fact('Microchip', identity.microchip || 'Not recorded yet');
  w.fact('Registration', [identity.registrationBody, identity.registrationNumber].filter(Boolean).join(' ') || 'Not recorded yet');
  w.fact('Registration status', REGISTRATION_STATUS_LABELS[identity.registrationStatus]);

  w.heading('Parents');
  for (const [role, ref, parent] of [
    ['Dam', litter?.life.dam, dam],
    ['Sire', litter?.life.sire, sire],
  ] as const) {
    const name = parent?.name ?? ref?.name ?? (role === 'Dam' ? puppy.damName : puppy.studName);
    w.fact(role, name || 'Not recorded');
    for (const c of parent?.clearances ?? []) w.text(`${c.test}: ${c.result}${c.date ? ` (${c.date})` : ''}`, { indent: 14 });
  }

  w.heading('Growth');
  const series = mates.map((m) => ({ id: m.id, name: m.id === puppy.id ? puppy.name : m.name, points: weights.filter((x) => x.puppyId === m.id) }));
  const full = growthChartModel({ series, unit, average: true, startDay: litter?.life.birthDate ?? null });
  const mineIdx = full.lines.findIndex((l) => l.id === puppy.id);
  const model: ChartModel = { ...full, lines: full.lines.filter((l) => l.id === puppy.id || l.id === 'average').map((l) => (l.id === puppy.id ? { ...l, name: seriesName(puppy, identity) } : l)) };
  if (full.empty) w.text('No weights recorded.');
  else {
    drawChart(w, model);
    const own = full.table.rows.filter((r) => r.cells[mineIdx] !== null);
    const last = own.at(-1);
    if (last) w.text(`Latest weight: ${last.cells[mineIdx]} on ${last.day}.`);
  }

  w.heading('Vaccinations, dewormings and vet checks');
  if (!health.length) w.text('None recorded yet.');
  for (const e of health) {
    w.text(`${e.date} - ${HEALTH_KIND_LABELS[e.kind]}: ${e.what}${e.product ? `, ${e.product}` : ''}${e.lot ? `, lot ${e.lot}` : ''}${e.givenBy ? `, given by ${e.givenBy}` : ''}${e.note ? ` (${e.note})` : ''}`);
  }
  const next = birth ? nextDue(scheduleFor({ birthDate: birth, schedule: settings.schedule, events: health, today: day }), 8) : [];
  w.heading('Next due');
  if (!next.length) w.text('Nothing scheduled. Ask your vet for the adult schedule.');
  for (const n of next) w.text(`${formatWindow(n.from, n.to)} - ${HEALTH_KIND_LABELS[n.item.kind]}: ${n.item.what}`);

  w.heading('Go-home checklist');
  for (const k of CHECKLIST_ITEMS) w.text(`${identity.checklist.includes(k) ? '[x]' : '[ ]'} ${CHECKLIST_LABELS[k]}`);

  w.heading('Care and feeding');
  w.text(settings.careNotes || 'Ask us anything about care and feeding.');

  if (family) {
    w.heading('Payments');
    if (!ledger.length) w.text('No deposits or payments recorded.');
    for (const l of ledger) w.text(`${l.date} - ${LEDGER_KIND_LABELS[l.kind]} ${formatCents(l.amountCents)}`);
    const totals = ledgerTotals(ledger, puppy.price);
    w.text(`Received: ${formatCents(totals.received)}`, { bold: true });
    if (totals.balanceDue !== null) w.text(`Balance: ${formatCents(totals.balanceDue)}`, { bold: true });
    w.heading('Terms');
    w.text(`Terms of sale dated ${family.agreements.termsDate}, agreed with the application of ${dayIn(family.createdAt, timeZone) ?? family.createdAt}.`);
  }

  // The family's signed contract for this puppy follows as its own pages (docs/contracts.md).
  const contract = family ? await signedContractPdfFor(b, family.id, puppy) : null;
  if (contract) {
    const source = await PDFDocument.load(contract);
    for (const page of await doc.copyPages(source, source.getPageIndices())) doc.addPage(page);
  }

  const bytes = await doc.save();
  const slug = puppy.name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'puppy';
  return { bytes, filename: `${slug}-go-home-packet.pdf` };
}

const PRIVATE = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex', 'Referrer-Policy': 'no-referrer' };

function notFound(): Response {
  return new Response('Not found', { status: 404, headers: { ...PRIVATE, 'Content-Type': 'text/plain; charset=utf-8' } });
}

async function answer(puppyId: string, backend?: Backend): Promise<Response> {
  const packet = await buildPacket(puppyId, backend);
  if (!packet) return notFound();
  return new Response(packet.bytes as unknown as BodyInit, {
    headers: { ...PRIVATE, 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${packet.filename}"`, 'Content-Length': String(packet.bytes.byteLength) },
  });
}

/**
 * GET /api/puppy-record/<puppyId>/packet: the owner (admin role, re-read from the user record) or a
 * verified account whose application picked this puppy. Anyone else, signed in or not, gets the
 * same 404 as for a puppy that does not exist.
 */
export async function sessionPacketResponse(puppyId: string): Promise<Response> {
  const user = await currentUser();
  if (!isValidId(puppyId) || !(await sessionMayReadPuppy(user, puppyId))) return notFound();
  return answer(puppyId);
}

/** GET /api/status/<token>/packet/<puppyId>: the family whose status link this is, for a puppy it picked; otherwise 404. */
export async function statusPacketResponse(token: string, puppyId: string): Promise<Response> {
  const backend = await getBackend();
  const application = await applicationForToken(token, backend);
  if (!application || !isValidId(puppyId) || !(await familyOwnsPuppy(application, puppyId, backend))) return notFound();
  return answer(puppyId, backend);
}

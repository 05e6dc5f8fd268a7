import 'server-only';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { contractLines, contractState, type Contract, type ContractSignature } from '@/lib/domain/contract';
import { CONTRACT_STATE_LABELS } from '@/lib/domain/contract-texts';
import { formatDate, formatInstant, siteTimeZone } from '@/lib/domain/format';
import { SITE } from '@/lib/domain/site';
import { Writer } from './pdf-text';

/**
 * The contract as a PDF (docs/contracts.md): its frozen text (Markdown headings and bullets drawn
 * as such), then an audit page: who signed which SHA-256 when, from which address and browser.
 * Made on request from the stored record, so a countersignature shows as soon as it is made. The
 * hash is also in the document's Subject, the signers in its Keywords. The caller decides who may
 * read it. Every time in it is in the breeder's time zone (one clock, lib/server/clock.ts), to the
 * second with the zone's name: a buyer who signs at 10:30 pm in New York reads that evening's date.
 */

function drawText(w: Writer, text: string) {
  for (const line of contractLines(text)) {
    if (line.kind === 'title') w.text(line.text, { size: 18, bold: true });
    else if (line.kind === 'heading') w.heading(line.text);
    else if (line.kind === 'subheading') w.text(line.text, { bold: true });
    else if (line.kind === 'item') w.text(`•  ${line.text}`, { indent: 10 });
    else if (line.kind === 'gap') w.y -= 6;
    else w.text(line.text);
  }
}

function drawSignature(w: Writer, role: string, s: ContractSignature | null, waiting: string, timeZone: string) {
  w.heading(role);
  if (!s) {
    w.text(waiting);
    return;
  }
  w.fact('Name typed as signature', s.name);
  w.fact('Signed at', formatInstant(s.signedAt, timeZone));
  w.fact('Signed electronically', 'yes, the signer agreed to sign electronically');
  w.fact('IP address', s.ip || 'unknown');
  w.fact('Browser', s.userAgent || 'unknown');
  w.fact('SHA-256 of the text signed', s.documentHash);
}

/**
 * The PDF's bytes and a file name; `latestVersion` tells whether this version was replaced. Times
 * are written in `timeZone` (the callers pass getTimeZone()'s answer).
 */
export async function contractPdf(contract: Contract, latestVersion: number, timeZone: string = siteTimeZone()): Promise<{ bytes: Uint8Array; filename: string }> {
  const doc = await PDFDocument.create();
  const state = contractState(contract, latestVersion);
  doc.setTitle(`${contract.title}, version ${contract.version}`);
  doc.setAuthor(SITE.name);
  doc.setCreator(SITE.name);
  doc.setSubject(`SHA-256 ${contract.sha256}`);
  doc.setKeywords([contract.familySignature?.name, contract.ownerSignature?.name].filter((x): x is string => !!x));
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const w = new Writer(doc, font, bold);

  w.text(`${SITE.name} · ${contract.title} · version ${contract.version} · issued ${formatDate(contract.issuedAt, timeZone)}`, { size: 8 });
  w.y -= 6;
  drawText(w, contract.text);

  // The audit page starts on a page of its own.
  w.ensure(10_000);
  w.text('Signing record', { size: 18, bold: true });
  w.text(`${contract.title}, version ${contract.version}, issued ${formatInstant(contract.issuedAt, timeZone)}.`);
  w.text(`State: ${CONTRACT_STATE_LABELS[state]}.`);
  w.fact('SHA-256 of the contract text (UTF-8)', contract.sha256);
  w.text('Each signature below records the SHA-256 of the exact text the signer saw; it matches the hash above when the text is unchanged.', { size: 9 });
  drawSignature(w, 'Buyer', contract.familySignature, 'Not signed yet.', timeZone);
  drawSignature(w, 'Breeder (countersignature)', contract.ownerSignature, contract.familySignature ? 'Not countersigned yet.' : 'Countersigned after the buyer signs.', timeZone);

  const bytes = await doc.save();
  return { bytes, filename: `contract-v${contract.version}-${contract.sha256.slice(0, 8)}.pdf` };
}

import * as React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { termsSections } from '@/components/legal/terms-sections';
import { ContractText } from '@/components/ui/contract-text';
import { CONTRACT_VARIABLES, contractLines, contractState, contractTemplateInputSchema, familySignFormSchema, issueContractFormSchema, renderContract, unknownVariables, type ContractValues } from './contract';
import { DEFAULT_CONTRACT_TEMPLATE, TERMS_DEPOSITS, TERMS_HEALTH_GUARANTEE, TERMS_SECTION_TITLES } from './contract-default';
import { CONTRACT_TEXTS } from './contract-texts';

// tsconfig keeps JSX as it is ("preserve"), so vitest compiles the terms to React.createElement.
(globalThis as { React?: typeof React }).React = React;

const values = Object.fromEntries(Object.keys(CONTRACT_VARIABLES).map((k) => [k, `<${k}>`])) as ContractValues;
const plainText = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&apos;/g, "'")
    .replace(/&ldquo;|&rdquo;|&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

describe('contract templates', () => {
  it('fills every variable, with or without spaces inside the braces, and leaves the rest of the text alone', () => {
    expect(renderContract('To {{family_names}} of {{ family_address }}: {{price}}.', values)).toBe('To <family_names> of <family_address>: <price>.');
    // Line endings and trailing spaces are normalised, so one template and one set of values give one hash.
    expect(renderContract('a  \r\nb\t\r\n\r\n', values)).toBe('a\nb');
  });

  it('names unknown variables, and the template schema refuses them', () => {
    expect(unknownVariables('{{price}} {{prise}} {{ nope }} {{prise}}')).toEqual(['prise', 'nope']);
    const parsed = contractTemplateInputSchema.safeParse({ name: 'T', body: 'Hello {{prise}}' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('Unknown variable: {{prise}}.');
  });

  it('the default template uses only known variables, and every one of them', () => {
    expect(unknownVariables(DEFAULT_CONTRACT_TEMPLATE)).toEqual([]);
    const text = renderContract(DEFAULT_CONTRACT_TEMPLATE, values);
    for (const k of Object.keys(CONTRACT_VARIABLES)) {
      if (k === 'family_email' || k === 'family_phone') continue; // offered to the owner's templates, not needed in the default
      expect(text, k).toContain(`<${k}>`);
    }
    expect(text).not.toContain('{{');
  });

  it('the default template’s terms are what /terms says (no drift)', () => {
    const sections = termsSections(null);
    expect(sections.map((s) => s.title)).toEqual([...TERMS_SECTION_TITLES]);
    const text = (id: string) => plainText(renderToStaticMarkup(<>{sections.find((s) => s.id === id)!.body}</>));
    expect(text('health-guarantee')).toBe(TERMS_HEALTH_GUARANTEE.replace(/\s+/g, ' '));
    const deposits = text('reservations-and-deposits');
    for (const rule of TERMS_DEPOSITS) expect(deposits).toContain(rule);
  });

  it('a contract’s state: issued, signed, countersigned, or replaced by a newer version', () => {
    const sig = { name: 'A', signedAt: 't', ip: '', userAgent: '', documentHash: 'h' };
    expect(contractState({ version: 1, familySignature: null, ownerSignature: null }, 1)).toBe('issued');
    expect(contractState({ version: 1, familySignature: sig, ownerSignature: null }, 1)).toBe('signed');
    expect(contractState({ version: 1, familySignature: sig, ownerSignature: sig }, 2)).toBe('countersigned');
    expect(contractState({ version: 1, familySignature: null, ownerSignature: null }, 2)).toBe('replaced');
  });

  it('the sign form needs the typed name and the e-signature consent', () => {
    const base = { contractId: 'c1', documentHash: 'a'.repeat(64), name: 'Jane Family', agree: 'on' };
    expect(familySignFormSchema.safeParse(base).success).toBe(true);
    expect(familySignFormSchema.safeParse({ ...base, name: '  ' }).error?.issues[0]?.message).toBe(CONTRACT_TEXTS.nameMissing);
    expect(familySignFormSchema.safeParse({ ...base, agree: undefined }).error?.issues[0]?.message).toBe(CONTRACT_TEXTS.agreeMissing);
    expect(familySignFormSchema.safeParse({ ...base, documentHash: 'x' }).error?.issues[0]?.message).toBe(CONTRACT_TEXTS.changed);
  });

  it('the issue form reads dollars and keeps the deposit within the price', () => {
    const form = { applicationId: 'a1', templateId: '', subject: 'puppy:p1', title: 'Contract', familyNames: 'Jane and John', address: 'Albion, NY', price: '$3,000', deposit: '500', goHomeDate: '' };
    expect(issueContractFormSchema.parse(form)).toMatchObject({ price: 300_000, deposit: 50_000 });
    expect(issueContractFormSchema.safeParse({ ...form, deposit: '4000' }).error?.issues[0]?.path).toEqual(['deposit']);
    expect(issueContractFormSchema.safeParse({ ...form, subject: 'stud:x' }).success).toBe(false);
  });
});

describe('contractLines and ContractText', () => {
  it('reads the Markdown the templates use, and leaves every other line as it is', () => {
    expect(contractLines('# Title\n## 1. Part\n### Note\n- one\n* two\n\n  indented text\n#no space\n-no space')).toEqual([
      { kind: 'title', text: 'Title' },
      { kind: 'heading', text: '1. Part' },
      { kind: 'subheading', text: 'Note' },
      { kind: 'item', text: 'one' },
      { kind: 'item', text: 'two' },
      { kind: 'gap' },
      { kind: 'text', text: '  indented text' },
      { kind: 'text', text: '#no space' },
      { kind: 'text', text: '-no space' },
    ]);
  });

  it('keeps every word of the default template: joined back, the lines give the text', () => {
    const lines = contractLines(DEFAULT_CONTRACT_TEMPLATE);
    const marks = { title: '# ', heading: '## ', subheading: '### ', item: '- ', text: '' } as const;
    expect(lines.map((l) => (l.kind === 'gap' ? '' : marks[l.kind] + l.text)).join('\n')).toBe(DEFAULT_CONTRACT_TEMPLATE);
    expect(lines.filter((l) => l.kind === 'heading').length).toBeGreaterThanOrEqual(5);
  });

  it('shows a contract with its lists as lists and no Markdown marks, in a named box a keyboard can scroll', () => {
    const html = renderToStaticMarkup(<ContractText text={renderContract(DEFAULT_CONTRACT_TEMPLATE, values)} label="Contract, version 1, text" />);
    expect(html).toMatch(/^<div[^>]* role="region" tabindex="0" aria-label="Contract, version 1, text">/);
    expect(html).toContain('<li>Purchase price: &lt;price&gt;</li><li>Deposit: &lt;deposit&gt;</li><li>Balance: &lt;balance&gt;</li>');
    expect(plainText(html)).not.toMatch(/(^|\s)(#{1,3}|-) /);
  });
});


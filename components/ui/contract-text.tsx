import type { ReactNode } from 'react';
import { contractLines } from '@/lib/domain/contract';
import parts from './contract-parts.module.css';

type Props = {
  text: string;
  /** Names the scrolling box for screen readers and keyboard users ("Puppy purchase contract, version 1, text"). */
  label: string;
};

/**
 * A contract's frozen text as the PDF draws it (lib/domain/contract.ts contractLines): the title and
 * headings in bold, list items as a list, the rest as lines of text. It reads the text, never
 * changes it: what the family signs is the text whose SHA-256 is shown beside it. A scrolling box
 * that takes focus, so a keyboard can scroll it.
 */
export function ContractText({ text, label }: Props) {
  const blocks: ReactNode[] = [];
  let items: string[] = [];
  const flush = () => {
    if (items.length) blocks.push(<ul key={`ul-${blocks.length}`}>{items.map((t, i) => <li key={i}>{t}</li>)}</ul>);
    items = [];
  };
  contractLines(text).forEach((line, i) => {
    if (line.kind === 'item') {
      items.push(line.text);
      return;
    }
    flush();
    if (line.kind === 'gap') return;
    if (line.kind === 'text') blocks.push(<p key={i}>{line.text}</p>);
    else blocks.push(<p key={i} className={parts[line.kind]}>{line.text}</p>);
  });
  flush();
  return (
    <div className={parts.text} role="region" tabIndex={0} aria-label={label}>
      {blocks}
    </div>
  );
}

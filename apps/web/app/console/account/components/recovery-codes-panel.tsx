import { useState } from 'react';
import { BUTTON } from '../../shared/ui/button-styles';
import type { ConsoleAccountCopy } from '../content/fr/console-account';

interface RecoveryCodesPanelProps {
  copy: ConsoleAccountCopy['twoFactor'];
  codes: readonly string[];
  onDone: () => void;
}

/** The 10 recovery codes, shown once after they are made, to copy or download. */
export function RecoveryCodesPanel({ copy, codes, onDone }: RecoveryCodesPanelProps) {
  const [copied, setCopied] = useState(false);
  const text = `${codes.join('\n')}\n`;
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'vitrine-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <section aria-labelledby="recovery-codes-title" className="flex flex-col gap-3">
      <h3 id="recovery-codes-title" className="font-semibold text-ink">
        {copy.codesTitle}
      </h3>
      <p className="text-slate-600">{copy.codesIntro}</p>
      <ul
        aria-label={copy.codesTitle}
        className="grid max-w-sm grid-cols-2 gap-2 rounded-lg bg-slate-50 p-4 font-mono text-ink"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={BUTTON.secondary}
          onClick={() => void navigator.clipboard?.writeText(text).then(() => setCopied(true))}
        >
          {copy.copy}
        </button>
        <button type="button" className={BUTTON.secondary} onClick={download}>
          {copy.download}
        </button>
        <button type="button" className={BUTTON.primary} onClick={onDone}>
          {copy.done}
        </button>
      </div>
      <p role="status" className="min-h-6 text-sm text-slate-600">
        {copied ? copy.copied : ''}
      </p>
    </section>
  );
}

import { useEffect, useRef, useState } from 'react';
import styles from './copy-text.module.css';

/** How long the button says Copied before it offers to copy again. */
const COPIED_MS = 2000;

type Props = {
  text: string;
  /** What the text is, for the button's name and the announcement: 'order reference'. */
  label: string;
  testId?: string;
};

/**
 * A short text people quote (an order's reference) with a Copy button beside it. Where the browser
 * gives no clipboard (a page over plain HTTP), the text is selected instead, ready for Ctrl+C.
 */
export function CopyText({ text, label, testId }: Props) {
  const [copied, setCopied] = useState(false);
  const textRef = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      const node = textRef.current;
      if (!node) return;
      const range = document.createRange();
      range.selectNodeContents(node);
      window.getSelection()?.removeAllRanges();
      window.getSelection()?.addRange(range);
    }
  };

  return (
    <span className={styles.copy}>
      <span ref={textRef} className={styles.text} data-testid={testId}>
        {text}
      </span>
      <button type="button" className={styles.button} aria-label={`Copy ${label} ${text}`} onClick={() => void copy()}>
        <span className={`${styles.word} ${copied ? styles.idle : ''}`} aria-hidden="true">
          Copy
        </span>
        <span className={`${styles.word} ${copied ? '' : styles.idle}`} aria-hidden="true">
          Copied
        </span>
      </button>
      <span role="status" className="visually-hidden">
        {copied ? `Copied ${label} ${text}` : ''}
      </span>
    </span>
  );
}

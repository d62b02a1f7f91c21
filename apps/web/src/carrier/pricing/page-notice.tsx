import { Alert } from '@mantine/core';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { ErrorList } from '../../components/error-list';
import { errorLines } from '../../lib/api/call-error';
import type { NoticeState } from './pricing-paths';

/** What the last action on a page said: the server's sentence when it worked, its refusal when not. */
export interface PageNotice {
  notice: string | null;
  errors: string[];
  /** The action worked: its sentence, and the last refusal cleared. */
  say: (notice: string) => void;
  /** The action was refused: its sentences, and the last notice cleared. */
  fail: (error: unknown) => void;
  clear: () => void;
}

/** A page's notice, starting with the sentence of the change that opened it (NoticeState). */
export function usePageNotice(): PageNotice {
  const opened = (useLocation().state as NoticeState | null)?.notice ?? null;
  const [state, setState] = useState<{ notice: string | null; errors: string[] }>({ notice: opened, errors: [] });
  return {
    ...state,
    say: (notice) => setState({ notice, errors: [] }),
    fail: (error) => setState({ notice: null, errors: errorLines(error) }),
    clear: () => setState({ notice: null, errors: [] }),
  };
}

export function PageNoticeView({ notice }: { notice: PageNotice }) {
  return (
    <>
      {notice.notice && (
        <Alert role="status" color="green" withCloseButton closeButtonLabel="Close the notice" onClose={notice.clear}>
          {notice.notice}
        </Alert>
      )}
      <ErrorList lines={notice.errors} />
    </>
  );
}

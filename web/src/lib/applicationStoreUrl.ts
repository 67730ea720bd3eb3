import { useEffect, useEffectEvent, useRef } from 'react';
import { useSearchParams } from 'react-router';

/** The question named in the URL (?question=id), for the store to start at. */
export function useQuestionIdFromUrl(): string | null {
  const [searchParams] = useSearchParams();
  return searchParams.get('question');
}

/**
 * Keeps the active question in the URL (?question=id), so the browser's back and forward
 * buttons step through questions and a reload returns to the same one. A move made in the
 * app pushes a history entry; a move made by the browser is passed to `goTo`.
 */
export function useQuestionIdInUrl(activeQuestionId: string | null, goTo: (questionId: string) => void, isAvailable: (questionId: string) => boolean) {
  const [searchParams, setSearchParams] = useSearchParams();
  const inUrl = searchParams.get('question');
  // The id last written to the URL, so a repeated effect never writes (and pushes) it twice.
  const written = useRef<string | null>(inUrl);

  const writeToUrl = (questionId: string, replace: boolean) => {
    written.current = questionId;
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        next.set('question', questionId);
        return next;
      },
      { replace },
    );
  };

  const onQuestionChanged = useEffectEvent((active: string | null) => {
    if (!active || active === inUrl || active === written.current) return;
    // The first question replaces the bare (or stale) URL rather than adding a step to go back through.
    writeToUrl(active, inUrl === null || !isAvailable(inUrl));
  });

  const onUrlChanged = useEffectEvent((requested: string | null) => {
    if (!requested || requested === activeQuestionId) return;
    written.current = requested;
    if (isAvailable(requested)) goTo(requested);
    else if (activeQuestionId) writeToUrl(activeQuestionId, true);
  });

  useEffect(() => onQuestionChanged(activeQuestionId), [activeQuestionId]);
  useEffect(() => onUrlChanged(inUrl), [inUrl]);
}

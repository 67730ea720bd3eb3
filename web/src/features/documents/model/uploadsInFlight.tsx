import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

// A documents step says "I've uploaded my documents" for every upload widget on it: the step's
// button must know how many files are still on their way, across all of its widgets.

interface UploadsInFlight {
  /** Files still being sent, over every widget inside the provider. */
  count: number;
  report: (widgetId: string, uploading: number) => void;
}

const UploadsInFlightContext = createContext<UploadsInFlight | null>(null);

/** Wraps a documents step: its upload widgets report their files in flight to its done button. */
export function UploadsInFlightProvider({ children }: { children: ReactNode }) {
  const [byWidget, setByWidget] = useState<Readonly<Record<string, number>>>({});
  const report = useCallback(
    (widgetId: string, uploading: number) =>
      setByWidget((current) => ((current[widgetId] ?? 0) === uploading ? current : { ...current, [widgetId]: uploading })),
    [],
  );
  const count = Object.values(byWidget).reduce((sum, uploading) => sum + uploading, 0);
  const value = useMemo(() => ({ count, report }), [count, report]);
  return <UploadsInFlightContext.Provider value={value}>{children}</UploadsInFlightContext.Provider>;
}

/** How many files are still on their way in the surrounding documents step (0 outside one). */
export function useUploadsInFlight(): number {
  return useContext(UploadsInFlightContext)?.count ?? 0;
}

/** An upload widget tells the surrounding step how many of its files are on their way, and 0 once it is gone. */
export function useReportUploadsInFlight(widgetId: string, uploading: number) {
  const report = useContext(UploadsInFlightContext)?.report;
  useEffect(() => {
    report?.(widgetId, uploading);
  }, [report, widgetId, uploading]);
  useEffect(() => () => report?.(widgetId, 0), [report, widgetId]);
}

import type { TypedDocumentNode } from '@apollo/client';
import type { ApplicationListKind, ListLocation } from '#core/applicationLists/index';
import type { addApplicationToList } from '#web/lib/applicationLists';
import type { PrequalFunnel } from './prequalFunnel';

/** Every product starts from a prequal; only some take a rate option with it. */
type StartInput = { prequalUuid: string; rateOptionUuid?: string | null };

/**
 * One product's start page on the shared capability: its words, its prequal questions, and the
 * operations that start its application from a prequal and list the user's applications. The
 * readers are methods, so a definition typed by its own operations passes as an ApplicationStart.
 */
export interface ApplicationStart<Started = unknown, Listed = unknown> {
  /** The start page, and the base of each application's page (`${path}/${uuid}`). */
  path: string;
  /** The page's title and heading, e.g. "Apply to refinance". */
  title: string;
  description: string;
  lead: string;
  /** The product's prequal questions; the refinance's when absent. */
  funnel?: PrequalFunnel;
  startMutation: TypedDocumentNode<Started, { input: StartInput }>;
  startInput(prequalUuid: string, rateOptionUuid: string | null): StartInput;
  /** The started application, as the navigation's list holds it, or why there is none. */
  started(data: Started): { application: Parameters<typeof addApplicationToList>[2] | null; errors: ReadonlyArray<{ message: string }> };
  /** The navigation menu's list a started application joins at once (spec section 3). */
  menu: ApplicationListKind;
  applicationsQuery: TypedDocumentNode<Listed, Record<string, never>>;
  applicationsFetchPolicy: 'cache-first' | 'no-cache';
  /** The user's applications, each with what its link says after the street ("Continue"). */
  applications(data: Listed): Array<{ uuid: string; propertyLocation?: ListLocation | null; status: string }>;
  /** The list's heading, and the name of an application whose street is not known yet. */
  listTitle: string;
  untitled: string;
}

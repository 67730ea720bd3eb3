/** Waitlist vocabulary shared by the API, the web app and the mocks. */
export { isTimeline, TIMELINE_LABELS, TIMELINE_REFUSED, TIMELINES, type Timeline } from './timeline.js';

// The entry module of leads/: what the composition root uses of it.
export { LeadTimelineLog } from './lead-timeline';
export { keepLeadTimelines } from './lead-timeline-lifecycle';
export { registerLeadTimelineRoutes } from './lead-timeline-routes';

// What other console features may take from the leads (ESLint checks that they import nothing
// else from this folder): the dashboard counts leads per status.
export { LeadStatusBadge } from './components/lead-status-badge';
export { useLeadWorkCopy } from './use-lead-work-copy';

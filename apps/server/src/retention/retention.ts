// The entry module of retention/: what the composition root uses of it.
export { runRetention } from './retention-job';
export { registerRetentionJob } from './retention-schedule';

// The entry module of users/: what the composition root uses of it.
export { registerUserAdminRoutes } from './user-admin-routes';
export { userLifecycle } from './user-write-rules';
export { ownerGuard } from './owner-guard';

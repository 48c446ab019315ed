/** Route ids of the console's two top routes (see `routes.ts`). */
export const CONSOLE_LAYOUT_ID = 'console';
export const LOGIN_ROUTE_ID = 'console-login';

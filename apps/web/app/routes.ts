import { type RouteConfig, index, route } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx', { id: 'home-fr' }),
  route('en', 'routes/home.tsx', { id: 'home-en' }),
] satisfies RouteConfig;

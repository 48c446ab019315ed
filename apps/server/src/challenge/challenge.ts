// The entry module of challenge/: what the composition root uses of it.
export { registerChallengeRoute, visitorChallengeCheck } from './challenge-route';
export { FormChallenges } from './form-challenge';
export { UsedSolutions } from './used-solutions';

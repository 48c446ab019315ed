// The entry module of ai/: what the composition root uses of it.
export { boundGlossary } from './glossary';

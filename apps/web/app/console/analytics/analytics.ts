// What other console features may take from the audience analytics (ESLint checks that they
// import nothing else from this folder).
export { LeadAttribution } from './components/lead-attribution';
export { PostFigures } from './components/post-figures';

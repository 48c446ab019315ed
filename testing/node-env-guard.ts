import { afterAll, expect } from 'vitest';

// React, react-dom and react-router each pick their development or production build from NODE_ENV
// when first imported; a file that changes it midway runs one process on both builds (React's
// development `createElement` then calls a production dispatcher: "dispatcher.getOwner is not a
// function"). Every test file ends with the NODE_ENV it started with.
const atStart = process.env.NODE_ENV;

afterAll(() => {
  expect(process.env.NODE_ENV, 'NODE_ENV changed during this test file').toBe(atStart);
});

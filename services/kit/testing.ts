// Lets `@atlas/service-kit/testing` resolve for tools that ignore package.json "exports".
export * from './src/testing';

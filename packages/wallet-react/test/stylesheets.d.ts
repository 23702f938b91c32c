// Tests import the package's stylesheet for its side effect, as an app does through its bundler.
declare module '*.css';

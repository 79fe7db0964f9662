// What the global setup hands every test file (vitest's provide/inject).
declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated template database that test files clone. */
    testTemplateDatabase: string;
  }
}

export {};

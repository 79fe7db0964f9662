// A property that fails reports the error it failed with in its own message: a test summary
// that keeps the first lines of a failure then says which check broke, not only which
// counterexample broke it.
import fc from 'fast-check';

fc.configureGlobal({ ...fc.readConfigureGlobal(), includeErrorInReport: true });

// The dashboard home reads several services before its welcome line settles; on a loaded machine (CI
// runs two suites at once) that takes longer than the library's 1 s default for findBy* queries.
// (After the environment: loaded any earlier, the library could not register its cleanup between tests.)
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });

// Four agents share two cores here and in CI: a screen may take longer than RTL's 1 s default to settle.
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });

import { describeSignUpLoad } from './load-scenarios';
import { testDatabases } from './test-app';

describeSignUpLoad(testDatabases()[0]!);

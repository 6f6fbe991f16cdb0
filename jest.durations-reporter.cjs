// CI's list of the slowest test files (.ci/run): each file's run time, appended as a line
// "seconds<TAB>package and database<TAB>file" to JEST_DURATIONS_FILE. Only added to the
// reporters when that variable is set (jest.base.cjs).
const fs = require('fs');
const path = require('path');

class DurationsReporter {
  onTestResult(_test, result) {
    const file = process.env.JEST_DURATIONS_FILE;
    const seconds = (result.perfStats.end - result.perfStats.start) / 1000;
    const where = path.relative(__dirname, result.testFilePath);
    const database = process.env.TEST_DATABASE_URL ? ' (PostgreSQL)' : '';
    fs.appendFileSync(file, `${seconds.toFixed(1)}\t${where.split(path.sep)[0]}${database}\t${where}\n`);
  }
}

module.exports = DurationsReporter;

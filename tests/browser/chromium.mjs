// Debian's headless Chromium, started by playwright-core for the browser tests of this folder.
// Where either is missing the test fails and says what to install: CI installs both (.ci/run),
// and a machine without them leaves the tests out with `ctest -LE browser`.
//
// The flags are those this machine's Chromium needs: no sandbox as root, and no background
// networking, whose connections a closed network refuses.
export async function launchChromium(executablePath, extraArgs = []) {
  let chromium;
  try {
    ({ chromium } = await import('playwright-core'));
  } catch (e) {
    console.error('FAIL: playwright-core is not installed: run `npm ci` in tests/browser (' + e.message + ')');
    process.exit(1);
  }
  try {
    return await chromium.launch({
      executablePath,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
        '--disable-background-networking', '--disable-component-update', '--disable-sync', ...extraArgs],
    });
  } catch (e) {
    console.error('FAIL: cannot start Chromium at ' + executablePath + ': ' + e.message);
    process.exit(1);
  }
}

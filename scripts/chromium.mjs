import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

/**
 * The e2e suite drives Debian's Chromium (browser downloads do not work here). Finds it at
 * CHROMIUM_PATH or /usr/bin/chromium, installs it with apt-get when running as root, or stops
 * with a message saying what to install.
 */
export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  const found = candidates.find((path) => existsSync(path));
  if (found) return found;
  const canInstall = process.getuid?.() === 0 && spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (canInstall) {
    console.log("Chromium not found: installing Debian's chromium with apt-get…");
    const install = spawnSync('sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium'], { stdio: 'inherit' });
    if (install.status === 0 && existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  console.error(
    'The e2e tests need Chromium and none was found.\n' +
      '  Install it with:  sudo apt-get install -y chromium\n' +
      '  or point CHROMIUM_PATH at a Chromium/Chrome binary.',
  );
  process.exit(1);
}

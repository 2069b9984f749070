// Prints the Chromium the page tests, the bench and the PDF step will drive,
// using their own finder, or fails with its message (naming CHROMIUM_PATH).
// CI calls it so a missing browser stops the run before the tests start.
import { chromiumExecutable } from '../plugins/shared/chromium';

try {
  console.log(chromiumExecutable());
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

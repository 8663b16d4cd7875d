/**
 * The app script's entry, in place of Gatsby's (plugins/webpack-tuning/gatsby-node.ts):
 * React and React DOM's modules run in the app script's task, and Gatsby's app
 * (production-app: its modules, the site's, and its start-up) in the next one.
 *
 * webpack runs every module of an entry in the task of the script that completes it, so
 * the app script's task was React DOM's module, Gatsby's and the site's, about 10-14 ms on
 * this machine: over 50 ms at Lighthouse's 4x, a long task on a phone. React DOM's is
 * nearly half of it. production-app is required, not imported: a static dependency of
 * this module, so it stays in the app script, which webpack runs only when the require is
 * called, after the next task. (With this entry webpack splits the page templates' shared
 * modules differently: one more shared chunk, see the README's item 22.)
 */
import "react-dom/client";
import { nextTask } from "./lib/next-task";

export const appStarted: Promise<void> = nextTask().then(() => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- run on call, see above
  require("../.cache/production-app");
});

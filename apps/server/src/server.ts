import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { listenUntilSignalled } from './lifecycle.js';

try {
  const config = loadConfig();
  const app = await buildApp(config);
  await listenUntilSignalled(app, config.host, config.port);
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(err.message);
  } else {
    console.error('Saverly failed to start:', err);
  }
  process.exit(1);
}

/**
 * The page served while `npm start` is still building the web app: it says so and reloads itself
 * every 2 seconds (a meta refresh: the CSP allows no inline script), so the app appears on its own.
 */
export const startingPageHtml = Buffer.from(`<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta http-equiv="refresh" content="2" />
    <meta name="robots" content="noindex" />
    <title>Escazo is starting…</title>
    <style>
      body { margin: 0; min-height: 100vh; display: grid; place-items: center; font-family: system-ui, sans-serif; color: #0f172a; background: #f8fafc; }
      main { max-width: 32rem; padding: 2rem; text-align: center; }
      h1 { margin: 0 0 0.5rem; font-size: 1.5rem; color: #0e5d75; }
      p { margin: 0; color: #475569; }
    </style>
  </head>
  <body>
    <main>
      <h1>Escazo is starting…</h1>
      <p role="status">The web app is still building. This page reloads by itself when it is ready.</p>
    </main>
  </body>
</html>
`);

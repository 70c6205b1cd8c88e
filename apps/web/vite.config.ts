import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { precompress } from './build/precompress.ts';

const api = process.env.API_URL ?? 'http://localhost:3001';

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  envPrefix: 'PUBLIC_',
  build: { target: 'es2022', sourcemap: false },
  server: { proxy: { '/api': api, '/g': api, '/server-pages.css': api } },
});

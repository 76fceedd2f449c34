// Ukrainian zod messages for every schema the PWA checks; must run before any validation.
import '../domain/api/zod-locale'
import './index.css'
import { startTransition, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'
import { registerServiceWorker } from './app/register-sw'

// The document title is the product's host name (spec 000 §1); index.html cannot set it without a script.
document.title = window.location.hostname

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')
// The first render (router, session, the route's layout) as a transition: React renders it in slices
// and lets the browser run between them, rather than in one long task as the page starts.
startTransition(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
)
registerServiceWorker()

import { useParams } from 'react-router'
import { breadcrumbsFor } from '../../../domain/navigation/breadcrumbs'
import { Breadcrumbs } from '../../ui/breadcrumbs'
import { useCurrentNavRoute } from './use-current-route'

/** The breadcrumb bar of the current route, from the navigation tree; the home page needs none. */
export function RouteBreadcrumbs() {
  const route = useCurrentNavRoute()
  const params = useParams()
  if (!route || route.path === '/') return null
  return <Breadcrumbs items={breadcrumbsFor(route, params)} />
}

import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingBlock } from '../../components/spinner';
import { useAuth } from '../../features/auth/auth-context';

/** Signed-in routes: wait for auth, then either the page or /login (remembering where the visitor was going). */
export function ProtectedRoute() {
  const { loading, isAuthenticated } = useAuth();
  const location = useLocation();
  if (loading) return <LoadingBlock text="Verifying authentication..." />;
  if (!isAuthenticated) return <Navigate replace to="/login" state={{ from: location }} />;
  return <Outlet />;
}

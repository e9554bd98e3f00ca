import { PageTitle } from '../../../components/page-title';
import { useAuth } from '../../../features/auth/auth-context';
import './signed-in.css';

/**
 * Members only (ProtectedRoute): the profile header and view mode of spec section 2. Editing, the
 * store selector and account details arrive with the accounts and stores issues.
 */
export function ProfileRoute() {
  const { user } = useAuth();
  if (!user) {
    return (
      <div className="container signed-in">
        <PageTitle title="Profile" />
        <h1 className="signed-in__title">Profile</h1>
        <p>Please log in to view your profile.</p>
      </div>
    );
  }
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ');
  const premium = user.premium_status === 'active';
  return (
    <div className="container signed-in">
      <PageTitle title="Profile" />
      <h1 className="signed-in__title">{name || user.email}</h1>
      <p className="signed-in__badges">
        <span className={`badge ${premium ? 'badge--solid' : 'badge--brand'}`}>
          {premium ? 'Premium Member' : 'Free Member'}
        </span>
        <span className={`badge ${user.email_verified ? 'badge--brand' : 'badge--accent'}`}>
          {user.email_verified ? 'Verified' : 'Unverified'}
        </span>
      </p>
      <dl className="signed-in__details card">
        <div>
          <dt>First Name</dt>
          <dd>{user.first_name || 'Not provided'}</dd>
        </div>
        <div>
          <dt>Last Name</dt>
          <dd>{user.last_name || 'Not provided'}</dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd>{user.email}</dd>
        </div>
      </dl>
    </div>
  );
}

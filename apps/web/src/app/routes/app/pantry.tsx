import { PageTitle } from '../../../components/page-title';
import { PantryPage } from '../../../features/saved-plans/components/pantry-page';
import './signed-in.css';

/** /app/pantry and /pantry (ProtectedRoute): the foods the family keeps at home. */
export function PantryRoute() {
  return (
    <div className="container signed-in">
      <PageTitle title="Pantry" />
      <PantryPage />
    </div>
  );
}

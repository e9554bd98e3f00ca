import type { ReactNode } from 'react';
import { useLocation, useParams } from 'react-router';
import { Message, messageTypeFor } from '../../../components/message';
import { PageTitle } from '../../../components/page-title';
import { LoadingBlock } from '../../../components/spinner';
import { useRecipe } from '../../../features/recipes/api/recipes';
import { RecipeDetail } from '../../../features/recipes/components/recipe-detail';
import { RecipeEditor } from '../../../features/recipes/components/recipe-editor';
import { RecipesPage } from '../../../features/recipes/components/recipes-page';
import './signed-in.css';

/** /app/recipes or /recipes: where the recipes pages live for this URL. */
function useBase(): string {
  return useLocation().pathname.startsWith('/app/') ? '/app/recipes' : '/recipes';
}

/** /app/recipes and /recipes (ProtectedRoute): the household's own recipes (issue #19). */
export function RecipesRoute() {
  return (
    <div className="container signed-in">
      <PageTitle title="Our recipes" />
      <RecipesPage base={useBase()} />
    </div>
  );
}

/** /app/recipes/new: write a recipe. */
export function NewRecipeRoute() {
  return (
    <div className="container signed-in">
      <PageTitle title="Write a recipe" />
      <RecipeEditor base={useBase()} />
    </div>
  );
}

function WithRecipe({
  children,
}: {
  children: (recipe: NonNullable<ReturnType<typeof useRecipe>['data']>) => ReactNode;
}) {
  const { id = '' } = useParams();
  const recipe = useRecipe(id);
  if (recipe.isPending) return <LoadingBlock text="Loading the recipe..." />;
  if (recipe.isError)
    return (
      <Message
        type={messageTypeFor(recipe.error)}
        message={recipe.error.message}
        onRetry={() => void recipe.refetch()}
      />
    );
  return <>{children(recipe.data)}</>;
}

/** /app/recipes/:id: one recipe. */
export function RecipeRoute() {
  const base = useBase();
  const state = useLocation().state as { imported?: boolean } | null;
  return (
    <div className="container signed-in">
      <PageTitle title="Recipe" />
      <WithRecipe>
        {(recipe) => (
          <RecipeDetail key={recipe.id} recipe={recipe} base={base} imported={state?.imported === true} />
        )}
      </WithRecipe>
    </div>
  );
}

/** /app/recipes/:id/edit: edit one recipe. */
export function EditRecipeRoute() {
  const base = useBase();
  return (
    <div className="container signed-in">
      <PageTitle title="Edit recipe" />
      <WithRecipe>{(recipe) => <RecipeEditor key={recipe.id} recipe={recipe} base={base} />}</WithRecipe>
    </div>
  );
}

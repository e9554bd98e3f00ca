// A family's favourite recipe blog for the browser suite (issue #19): the app imports from it over
// loopback (RECIPE_IMPORT_ALLOW_LOOPBACK=true on the test server only). One ingredient is misspelt,
// as on real blogs, so the member picks its food from the suggestions.
import { createServer } from 'node:http';

const port = Number(process.env.E2E_RECIPE_SITE_PORT ?? 2528);

const recipe = {
  '@context': 'https://schema.org',
  '@graph': [
    { '@type': 'WebSite', '@id': 'https://nanas-kitchen.example/#website', name: "Nana's Kitchen" },
    { '@type': 'Person', '@id': 'https://nanas-kitchen.example/#nana', name: 'Rosa Bianchi' },
    {
      '@type': 'Recipe',
      name: "Nana's Lentil Soup",
      description: 'The lentil soup Nana made every Friday: cheap, filling and ready in under an hour.',
      author: { '@id': 'https://nanas-kitchen.example/#nana' },
      recipeYield: ['4', '4 bowls'],
      prepTime: 'PT10M',
      cookTime: 'PT35M',
      totalTime: 'PT45M',
      recipeCategory: 'Soup',
      recipeCuisine: 'Italian',
      recipeIngredient: [
        '1 cup dried brown lentils, rinsed',
        '1 (14.5 oz) can diced tomatoes',
        '1 onion, chopped',
        '2 carrots, diced',
        '2 cloves garlic, minced',
        '2 tbsp olive oil',
        '4 cups vegetable broth',
        '2 cups chopped spinnach',
        'salt and pepper to taste',
      ],
      recipeInstructions: [
        {
          '@type': 'HowToStep',
          text: 'Warm the olive oil in a large pot and soften the onion and carrots for 8 minutes.',
        },
        {
          '@type': 'HowToStep',
          text: 'Stir in the garlic for a minute, then add the lentils, tomatoes and broth.',
        },
        { '@type': 'HowToStep', text: 'Simmer for 30 minutes until the lentils are tender.' },
        { '@type': 'HowToStep', text: 'Stir in the spinach until it wilts, season and serve.' },
      ],
    },
  ],
};

const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Nana's Lentil Soup</title>
<script type="application/ld+json">${JSON.stringify(recipe)}</script></head>
<body><header><a href="/">Nana's Kitchen</a></header><main><article><h1>Nana's Lentil Soup</h1>
<p>Every Friday, this soup.</p></article></main></body></html>`;

createServer((request, response) => {
  if (request.url === '/health') {
    response.writeHead(200, { 'content-type': 'text/plain' });
    return response.end('ok');
  }
  if (request.url === '/nanas-lentil-soup') {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    return response.end(page);
  }
  response.writeHead(404, { 'content-type': 'text/html' });
  response.end('<h1>Not found</h1>');
}).listen(port, '127.0.0.1');

// Entry of a remote's standalone development build (`npm run dev -w mf-…`). The async
// boundary lets federation set up shared singletons first.
import('./bootstrap').catch((error: unknown) => console.error(error));

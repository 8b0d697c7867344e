// Module Federation needs an async boundary before shared singletons (react, the kit) are used.
import('./bootstrap');

// Async boundary: lets the federation runtime negotiate shared libraries before React loads.
import('./bootstrap');

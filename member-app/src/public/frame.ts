// Imported for its effect: the page frame follows the shared stores (signed-in mark, login wake-up, spinner).
import '../stores/frame';

// Unit tests see the same Ukrainian zod messages as the app.
import '../../domain/api/zod-locale'

import { isSet, type User } from '../../db/schema';
import type { AnswerUser } from './session-answer';

/** The users row as the session answer shows it. */
export const answerUser = (user: User): AnswerUser => ({
  id: user.id,
  name: user.name,
  username: user.username,
  email: user.email,
  isAdmin: isSet(user.isAdmin),
});

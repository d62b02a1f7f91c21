import dayjs from 'dayjs';

/** A schedule day 'YYYY-MM-DD' as people read it: 'Monday, 23 November 2026'. */
export const scheduleDayText = (day: string) => dayjs(day).format('dddd, D MMMM YYYY');

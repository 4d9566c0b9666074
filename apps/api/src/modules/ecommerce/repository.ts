import type { EcommerceCategories } from '@fairway/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { additionalBookers } from '../../db/schema/courses';

/** A club's e-commerce items of one category (hotel stays, training, guest passes), in the club's order. */
export async function findEcommerceItems(
  db: Db,
  clubId: number,
  categoryId: number,
): Promise<EcommerceCategories['Items']> {
  return db
    .select({
      Title: additionalBookers.title,
      Category: additionalBookers.courseId,
      DescriptiveTitle: additionalBookers.descriptiveTitle,
      Description: additionalBookers.description,
    })
    .from(additionalBookers)
    .where(and(eq(additionalBookers.clubId, clubId), eq(additionalBookers.categoryId, categoryId)))
    .orderBy(asc(additionalBookers.sortOrder), asc(additionalBookers.id));
}
